gs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[7], immediateIndexed
dcl_input v[2][0].xyzw
dcl_temps 4
dcl_inputprimitive line 
dcl_stream m0
dcl_outputtopology linestrip 
dcl_output_siv o0.xyzw, position
dcl_output o1.xyzw
dcl_maxout 5
mov r0.xyz, v[0][0].xyzx
mov r0.w, l(1.000000)
dp4 r1.x, r0.xyzw, cb0[0].xyzw
mov o0.x, r1.x
dp4 r1.x, r0.xyzw, cb0[1].xyzw
mov o0.y, r1.x
dp4 r1.x, r0.xyzw, cb0[2].xyzw
dp4 r0.x, r0.xyzw, cb0[3].xyzw
mov o0.z, r1.x
mov o0.w, r0.x
mov o1.xyzw, l(1.000000,1.000000,0,1.000000)
emit_stream m0
mov r0.xyz, v[1][0].xyzx
mov r0.w, l(1.000000)
dp4 r1.x, r0.xyzw, cb0[0].xyzw
mov o0.x, r1.x
dp4 r1.y, r0.xyzw, cb0[1].xyzw
mov o0.y, r1.y
dp4 r1.z, r0.xyzw, cb0[2].xyzw
dp4 r0.x, r0.xyzw, cb0[3].xyzw
mov o0.z, r1.z
mov o0.w, r0.x
mov o1.xyzw, l(1.000000,1.000000,0,1.000000)
emit_stream m0
cut_stream m0
add r0.yzw, -v[0][0].xxyz, v[1][0].xxyz
dp3 r1.w, r0.yzwy, r0.yzwy
rsq r1.w, r1.w
mul r0.yzw, r0.yyzw, r1.wwww
mul r2.xyz, r0.wyzw, cb0[5].yzxy
mad r2.xyz, r0.zwyz, cb0[5].zxyz, -r2.xyzx
mul r0.yzw, r0.yyzw, cb0[6].xxxx
mad r0.yzw, -r0.yyzw, l(0.000000, 2.000000, 2.000000, 2.000000), v[1][0].xxyz
dp3 r1.w, r2.xyzx, r2.xyzx
rsq r1.w, r1.w
mul r2.xyz, r1.wwww, r2.xyzx
mad r3.xyz, r2.xyzx, cb0[6].xxxx, r0.yzwy
mad r2.xyz, -r2.xyzx, cb0[6].xxxx, r0.yzwy
mov r3.w, l(1.000000)
dp4 r0.y, r3.xyzw, cb0[0].xyzw
mov o0.x, r0.y
dp4 r0.y, r3.xyzw, cb0[1].xyzw
mov o0.y, r0.y
dp4 r0.y, r3.xyzw, cb0[2].xyzw
dp4 r0.z, r3.xyzw, cb0[3].xyzw
mov o0.z, r0.y
mov o0.w, r0.z
mov o1.xyzw, l(1.000000,0,0,1.000000)
emit_stream m0
mov o0.x, r1.x
mov o0.y, r1.y
mov o0.z, r1.z
mov o0.w, r0.x
mov o1.xyzw, l(1.000000,0,0,1.000000)
emit_stream m0
mov r2.w, l(1.000000)
dp4 r0.x, r2.xyzw, cb0[0].xyzw
mov o0.x, r0.x
dp4 r0.x, r2.xyzw, cb0[1].xyzw
mov o0.y, r0.x
dp4 r0.x, r2.xyzw, cb0[2].xyzw
dp4 r0.y, r2.xyzw, cb0[3].xyzw
mov o0.z, r0.x
mov o0.w, r0.y
mov o1.xyzw, l(1.000000,0,0,1.000000)
emit_stream m0
ret 
