vs_2_sw
dcl_position v0
mov r0, v0
mov r1, c1
mov r1, r0.yzwx
else
mov r1, r0.yzwx
mov oPos, r0
