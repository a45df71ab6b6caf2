ps_1_3
dcl_cube s1
mov r0, v0
