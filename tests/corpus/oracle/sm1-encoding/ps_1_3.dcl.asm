ps_1_3
dcl t1
mov r0, v0
