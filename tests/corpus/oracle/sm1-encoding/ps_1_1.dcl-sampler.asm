ps_1_1
dcl_cube s1
mov r0, v0
