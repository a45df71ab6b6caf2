ps_1_2
dcl t1
mov r0, v0
