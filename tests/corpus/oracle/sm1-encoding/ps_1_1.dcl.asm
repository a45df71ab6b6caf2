ps_1_1
dcl t1
mov r0, v0
