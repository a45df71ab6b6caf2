ps_1_2
dcl_cube s1
mov r0, v0
