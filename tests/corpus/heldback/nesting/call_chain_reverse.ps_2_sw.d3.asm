ps_2_sw
dcl t0
mov r0, t0
mov r1, c1
add r0, r0, r1
call l11
mov oC0, r0
ret
label l0
max r0, r0, r1
ret
label l8
add r0, r0, r1
call l0
ret
label l11
add r0, r0, r1
call l8
ret
