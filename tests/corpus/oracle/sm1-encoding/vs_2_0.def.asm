vs_2_0
dcl_position v0
def c1, 1, 0.5, -2, 0
mov r0, v0
mov oPos, v0
