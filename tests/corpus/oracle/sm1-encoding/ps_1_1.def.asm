ps_1_1
def c1, 1, 0.5, -2, 0
mov r0, v0
