vs_2_x
dcl_position v0
mov r0, v0
cnd r1, r0, c0, v0
mov oPos, v0
