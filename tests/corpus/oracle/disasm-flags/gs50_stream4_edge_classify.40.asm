gs_5_0
dcl_globalFlags refactoringAllowed
dcl_input v[3][0].xyzw
dcl_input v[3][1].xyz
dcl_input vPrim
dcl_temps 3
dcl_inputprimitive triangle 
dcl_stream m0
dcl_outputtopology pointlist 
dcl_output_siv o0.xyzw, position
dcl_stream m1
dcl_outputtopology pointlist 
dcl_output o0.xyz
dcl_stream m2
dcl_outputtopology pointlist 
dcl_output o0.x
dcl_output o1.x
dcl_stream m3
dcl_outputtopology pointlist 
dcl_output o0.xyz
dcl_maxout 8
mov o0.xyzw, v[0][0].xyzw
emit_stream m0
add r0.xyz, v[1][0].xyzx, v[0][0].xyzx
mul r0.xyz, r0.xyzx, l(0.500000, 0.500000, 0.500000, 0.000000)
mov o0.xyz, r0.xyzx
emit_stream m1
mov o0.xyzw, v[1][0].xyzw
emit_stream m0
add r0.xyz, v[2][0].xyzx, v[1][0].xyzx
mul r0.xyz, r0.xyzx, l(0.500000, 0.500000, 0.500000, 0.000000)
mov o0.xyz, r0.xyzx
emit_stream m1
mov o0.xyzw, v[2][0].xyzw
emit_stream m0
cut_stream m0
add r0.xyz, v[0][0].xyzx, v[2][0].xyzx
mul r0.xyz, r0.xyzx, l(0.500000, 0.500000, 0.500000, 0.000000)
mov o0.xyz, r0.xyzx
emit_stream m1
cut_stream m1
add r0.xyz, -v[0][0].zxyz, v[1][0].zxyz
add r1.xyz, -v[0][0].yzxy, v[2][0].yzxy
mul r2.xyz, r0.xyzx, r1.xyzx
mad r0.xyz, r0.zxyz, r1.yzxy, -r2.xyzx
dp3 r0.w, r0.xyzx, r0.xyzx
sqrt r1.x, r0.w
rsq r0.w, r0.w
mul r0.xyz, r0.wwww, r0.xyzx
mul r0.w, r1.x, l(0.500000)
mov o0.x, r0.w
mov o1.x, vPrim
emit_stream m2
cut_stream m2
mov o0.xyz, r0.xyzx
emit_stream m3
cut_stream m3
ret 
