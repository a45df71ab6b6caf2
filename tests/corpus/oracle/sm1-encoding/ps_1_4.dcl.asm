ps_1_4
dcl t1
mov r0, v0
