# A stack-based RPN calculator with a few commands.
def rpn(expr, trace=False):
    stack = []
    for tok in expr.split():
        if tok in ('+', '-', '*', '/', '//', '%', '**'):
            b = stack.pop()
            a = stack.pop()
            if tok == '+':
                stack.append(a + b)
            elif tok == '-':
                stack.append(a - b)
            elif tok == '*':
                stack.append(a * b)
            elif tok == '/':
                stack.append(a / b)
            elif tok == '//':
                stack.append(a // b)
            elif tok == '%':
                stack.append(a % b)
            else:
                stack.append(a ** b)
        elif tok == 'dup':
            stack.append(stack[-1])
        elif tok == 'swap':
            stack[-1], stack[-2] = stack[-2], stack[-1]
        elif tok == 'neg':
            stack.append(-stack.pop())
        elif tok == 'sum':
            total = 0
            while stack:
                total += stack.pop()
            stack.append(total)
        elif '.' in tok or 'e' in tok:
            stack.append(float(tok))
        else:
            stack.append(int(tok))
        if trace:
            print('  ', tok.ljust(5), stack)
    return stack[-1] if len(stack) == 1 else stack

tests = ['3 4 +', '5 1 2 + 4 * + 3 -', '2 3 4 * +', '7 2 /', '7 2 //', '-7 2 //', '-7 2 %',
         '2 10 **', '2 0.5 **', '1 2 3 4 5 sum', '3 dup *', '1 2 swap -', '4 neg 2 *',
         '1.5 2.5 +', '1e3 7 %', '1 2 3']
for t in tests:
    print(t.ljust(22), '=', rpn(t))
print(rpn('15 7 1 1 + - / 3 * 2 1 1 + + -', True))
