ps_2_sw
dcl t0
mov r0, t0
mov r1, c0
sub r0, r0, r1
break
mov oC0, r0
