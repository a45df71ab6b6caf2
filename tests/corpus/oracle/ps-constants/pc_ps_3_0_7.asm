ps_3_0
mov r0, c7
mov oC0, r0
