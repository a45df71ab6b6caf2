vs_2_sw
dcl_position v0
mov r0, v0
mov r1, c0
add r0, r0, c44
call l0
mov oPos, r0
ret
label l0
add r0, r0, c45
call l1
ret
label l1
add r0.xy, r0, r1
call l2
ret
label l2
add r0, r0, c45
call l8
ret
label l8
mad r1, r0, r0, r1
call l11
ret
label l11
min r1, r1, r0
call l12
ret
label l12
add r0.xy, r0, r1
ret
