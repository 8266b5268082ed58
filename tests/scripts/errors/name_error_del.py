scratch_counter_q = 5
del scratch_counter_q
print('deleted')
print(scratch_counter_q)
