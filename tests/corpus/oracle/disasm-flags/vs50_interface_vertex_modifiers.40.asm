vs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb1[4], immediateIndexed
dcl_function_body fb0
dcl_function_body fb1
dcl_function_body fb2
dcl_function_body fb3
dcl_function_table ft0 = {fb0}
dcl_function_table ft1 = {fb1}
dcl_function_table ft2 = {fb2}
dcl_function_table ft3 = {fb3}
dcl_interface fp0[1][1] = {ft0, ft1}
dcl_interface fp1[1][1] = {ft2, ft3}
dcl_input v0.xyz
dcl_input v1.x
dcl_output_siv o0.xyzw, position
dcl_output o1.x
dcl_temps 2
fcall fp0[0][0]
mov r0.w, l(1.000000)
dp4 o0.x, r0.xyzw, cb1[0].xyzw
dp4 o0.y, r0.xyzw, cb1[1].xyzw
dp4 r1.x, r0.xyzw, cb1[2].xyzw
dp4 o0.w, r0.xyzw, cb1[3].xyzw
fcall fp1[0][0]
mov o1.x, r0.x
mov o0.z, r1.x
ret 
label fb0
mov r1.xy, this[0].yxyy
mul r1.xyz, cb[r1.y + 0][r1.x + 0].xyzx, cb[r1.y + 0][r1.x + 0].wwww
mul r1.w, v1.x, v1.x
mad r0.xyz, r1.wwww, r1.xyzx, v0.xyzx
ret 
label fb1
mov r0.xyz, v0.xyzx
ret 
label fb2
mov r0.yz, this[1].yyxy
mul r0.y, r1.x, -cb[r0.z + 0][r0.y + 0].x
mul r0.y, r0.y, l(1.442695)
exp r0.y, r0.y
add r0.x, -r0.y, l(1.000000)
ret 
label fb3
mov r0.yz, this[1].yyxy
add r0.w, r1.x, -cb[r0.z + 0][r0.y + 0].x
add r0.y, cb[r0.z + 0][r0.y + 0].y, -cb[r0.z + 0][r0.y + 0].x
div_sat r0.x, r0.w, r0.y
ret 
