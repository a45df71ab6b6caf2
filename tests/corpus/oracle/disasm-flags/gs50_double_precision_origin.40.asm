gs_5_0
dcl_globalFlags refactoringAllowed | enableDoublePrecisionFloatOps
dcl_constantbuffer cb0[6], immediateIndexed
dcl_input v[2][0].xyzw
dcl_input v[2][1].x
dcl_temps 3
dcl_inputprimitive line 
dcl_stream m0
dcl_outputtopology linestrip 
dcl_output_siv o0.xyzw, position
dcl_maxout 2
mov r0.xyzw, v[0][0].xyzw
dadd r0.xyzw, r0.xyzw, -cb0[0].xyzw
dmul r0.xyzw, r0.xyzw, cb0[1].zwzw
dtof r0.xy, r0.xyzw
dtof r1.x, -cb0[1].xyxy
add r0.z, r1.x, v[0][1].x
add r1.z, r1.x, v[1][1].x
mov r0.w, l(1.000000)
dp4 r2.x, r0.xyzw, cb0[2].xyzw
mov o0.x, r2.x
dp4 r2.x, r0.xyzw, cb0[3].xyzw
mov o0.y, r2.x
dp4 r2.x, r0.xyzw, cb0[4].xyzw
dp4 r0.x, r0.xyzw, cb0[5].xyzw
mov o0.z, r2.x
mov o0.w, r0.x
emit_stream m0
mov r0.xyzw, v[1][0].xyzw
dadd r0.xyzw, r0.xyzw, -cb0[0].xyzw
dmul r0.xyzw, r0.xyzw, cb0[1].zwzw
dtof r1.xy, r0.xyzw
mov r1.w, l(1.000000)
dp4 r0.x, r1.xyzw, cb0[2].xyzw
mov o0.x, r0.x
dp4 r0.x, r1.xyzw, cb0[3].xyzw
mov o0.y, r0.x
dp4 r0.x, r1.xyzw, cb0[4].xyzw
dp4 r0.y, r1.xyzw, cb0[5].xyzw
mov o0.z, r0.x
mov o0.w, r0.y
emit_stream m0
ret 
