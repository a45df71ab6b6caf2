ps_1_4
dcl_cube s1
mov r0, v0
