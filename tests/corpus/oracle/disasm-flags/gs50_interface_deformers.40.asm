gs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[5], immediateIndexed
dcl_function_body fb0
dcl_function_body fb1
dcl_function_body fb2
dcl_function_body fb3
dcl_function_body fb4
dcl_function_body fb5
dcl_function_body fb6
dcl_function_body fb7
dcl_function_body fb8
dcl_function_table ft0 = {fb0, fb3, fb6}
dcl_function_table ft1 = {fb1, fb4, fb7}
dcl_function_table ft2 = {fb2, fb5, fb8}
dcl_interface fp0[1][3] = {ft0, ft1, ft2}
dcl_input v[3][0].xyzw
dcl_temps 4
dcl_inputprimitive triangle 
dcl_stream m0
dcl_outputtopology trianglestrip 
dcl_output_siv o0.xyzw, position
dcl_maxout 3
fcall fp0[0][0]
mov r0.w, l(1.000000)
dp4 r1.x, r0.xyzw, cb0[0].xyzw
dp4 r1.y, r0.xyzw, cb0[1].xyzw
dp4 r1.z, r0.xyzw, cb0[2].xyzw
dp4 r0.x, r0.xyzw, cb0[3].xyzw
mov o0.x, r1.x
mov o0.y, r1.y
mov o0.z, r1.z
mov o0.w, r0.x
emit_stream m0
fcall fp0[0][1]
mov r0.w, l(1.000000)
dp4 r1.x, r0.xyzw, cb0[0].xyzw
dp4 r1.y, r0.xyzw, cb0[1].xyzw
dp4 r1.z, r0.xyzw, cb0[2].xyzw
dp4 r0.x, r0.xyzw, cb0[3].xyzw
mov o0.x, r1.x
mov o0.y, r1.y
mov o0.z, r1.z
mov o0.w, r0.x
emit_stream m0
fcall fp0[0][2]
mov r0.w, l(1.000000)
dp4 r1.x, r0.xyzw, cb0[0].xyzw
dp4 r1.y, r0.xyzw, cb0[1].xyzw
dp4 r1.z, r0.xyzw, cb0[2].xyzw
dp4 r0.x, r0.xyzw, cb0[3].xyzw
mov o0.x, r1.x
mov o0.y, r1.y
mov o0.z, r1.z
mov o0.w, r0.x
emit_stream m0
ret 
label fb0
mov r0.xyz, v[0][0].xyzx
ret 
label fb1
mov r1.xy, this[0].yxyy
div r1.z, v[0][0].x, cb[r1.y + 0][r1.x + 0].x
mul r1.z, r1.z, cb0[4].x
sincos r2.x, r3.x, r1.z
add r1.z, -v[0][0].y, cb[r1.y + 0][r1.x + 0].x
mul r0.x, r1.z, r2.x
add r1.z, -v[0][0].y, cb[r1.y + 0][r1.x + 0].x
mad r0.y, -r3.x, r1.z, cb[r1.y + 0][r1.x + 0].x
mov r0.z, v[0][0].z
ret 
label fb2
mov r1.xy, this[0].yxyy
mul r1.x, v[0][0].y, cb[r1.y + 0][r1.x + 0].x
mul r1.x, r1.x, cb0[4].x
sincos r1.x, r2.x, r1.x
mul r1.xy, r1.xxxx, v[0][0].zxzz
mad r0.x, v[0][0].x, r2.x, -r1.x
mad r0.z, v[0][0].z, r2.x, r1.y
mov r0.y, v[0][0].y
ret 
label fb3
mov r0.xyz, v[1][0].xyzx
ret 
label fb4
mov r1.xy, this[0].yxyy
div r1.z, v[1][0].x, cb[r1.y + 0][r1.x + 0].x
mul r1.z, r1.z, cb0[4].x
sincos r2.x, r3.x, r1.z
add r1.z, -v[1][0].y, cb[r1.y + 0][r1.x + 0].x
mul r0.x, r1.z, r2.x
add r1.z, -v[1][0].y, cb[r1.y + 0][r1.x + 0].x
mad r0.y, -r3.x, r1.z, cb[r1.y + 0][r1.x + 0].x
mov r0.z, v[1][0].z
ret 
label fb5
mov r1.xy, this[0].yxyy
mul r1.x, v[1][0].y, cb[r1.y + 0][r1.x + 0].x
mul r1.x, r1.x, cb0[4].x
sincos r1.x, r2.x, r1.x
mul r1.xy, r1.xxxx, v[1][0].zxzz
mad r0.x, v[1][0].x, r2.x, -r1.x
mad r0.z, v[1][0].z, r2.x, r1.y
mov r0.y, v[1][0].y
ret 
label fb6
mov r0.xyz, v[2][0].xyzx
ret 
label fb7
mov r1.xy, this[0].yxyy
div r1.z, v[2][0].x, cb[r1.y + 0][r1.x + 0].x
mul r1.z, r1.z, cb0[4].x
sincos r2.x, r3.x, r1.z
add r1.z, -v[2][0].y, cb[r1.y + 0][r1.x + 0].x
mul r0.x, r1.z, r2.x
add r1.z, -v[2][0].y, cb[r1.y + 0][r1.x + 0].x
mad r0.y, -r3.x, r1.z, cb[r1.y + 0][r1.x + 0].x
mov r0.z, v[2][0].z
ret 
label fb8
mov r1.xy, this[0].yxyy
mul r1.x, v[2][0].y, cb[r1.y + 0][r1.x + 0].x
mul r1.x, r1.x, cb0[4].x
sincos r1.x, r2.x, r1.x
mul r1.xy, r1.xxxx, v[2][0].zxzz
mad r0.x, v[2][0].x, r2.x, -r1.x
mad r0.z, v[2][0].z, r2.x, r1.y
mov r0.y, v[2][0].y
ret 
