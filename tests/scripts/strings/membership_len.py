s = 'the quick brown fox'
print(len(s), len(''), len(' '), len('héllo'), len('日本語'), len('\n\t'))
print('quick' in s, 'slow' in s, 'the' not in s, 'q' in s)
print('日本' in '日本語', '本語' in '日本語', '語日' in '日本語')
print(s[4:9] in s, '' in s, s in s, s + '!' in s)
