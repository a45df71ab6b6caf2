ps_2_0
mov r0, c31
mov oC0, r0
