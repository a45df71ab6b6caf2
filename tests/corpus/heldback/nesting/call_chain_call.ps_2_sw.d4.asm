ps_2_sw
dcl t0
mov r0, t0
mov r1, c1
add r0, r0, c14
call l0
mov oC0, r0
ret
label l0
add r0, r0, c12
call l3
ret
label l3
add r0, r0, c17
call l11
ret
label l11
add r0, r0, r1
call l12
ret
label l12
add r0, r0, c15
ret
