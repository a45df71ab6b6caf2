ps_3_0
mov r0, c223
mov oC0, r0
