ps_2_x
dcl t0
mov r0, t0
mov r1, c1
add r0, r0, r1
if b15
ret
endif
mov oC0, r0
