cs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb1[1], immediateIndexed
dcl_uav_structured u0, 16
dcl_function_body fb0
dcl_function_body fb1
dcl_function_body fb2
dcl_function_body fb3
dcl_function_body fb4
dcl_function_body fb5
dcl_function_table ft0 = {fb0, fb3}
dcl_function_table ft1 = {fb1, fb4}
dcl_function_table ft2 = {fb2, fb5}
dcl_interface_dynamicindexed fp0[2][2] = {ft0, ft1, ft2}
dcl_input vThreadID.x
dcl_temps 4
dcl_thread_group 64, 1, 1
ld_structured_indexable(structured_buffer, stride=16)(mixed,mixed,mixed,mixed) r0.xyzw, vThreadID.x, l(0), u0.xyzw
fcall fp0[0][0]
mov r0.x, cb1[0].x
fcall fp0[r0.x + 0][1]
store_structured u0.xyzw, vThreadID.x, l(0), r2.xyzw
ret 
label fb0
mov r2.xy, this[0].yxyy
lt r2.xyzw, cb[r2.y + 0][r2.x + 0].xxxx, r0.xyzw
and r1.xyzw, r2.xyzw, l(0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000)
ret 
label fb1
mov r2.xy, this[0].yxyy
mad r1.xyzw, r0.xyzw, cb[r2.y + 0][r2.x + 0].xyzw, cb[r2.y + 0][r2.x + 1].xyzw
ret 
label fb2
mul r1.xyzw, r0.xyzw, r0.xyzw
ret 
label fb3
mov r0.yz, this[r0.x + 0].yyxy
lt r3.xyzw, cb[r0.z + 0][r0.y + 0].xxxx, r1.xyzw
and r2.xyzw, r3.xyzw, l(0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000)
ret 
label fb4
mov r0.y, this[r0.x + 0].y
mov r0.x, this[r0.x + 0].x
mad r2.xyzw, r1.xyzw, cb[r0.x + 0][r0.y + 0].xyzw, cb[r0.x + 0][r0.y + 1].xyzw
ret 
label fb5
mul r2.xyzw, r1.xyzw, r1.xyzw
ret 
