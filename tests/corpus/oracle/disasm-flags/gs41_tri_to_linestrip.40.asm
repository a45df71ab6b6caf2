gs_4_1
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[4], immediateIndexed
dcl_input v[3][0].xyzw
dcl_temps 2
dcl_inputprimitive triangle 
dcl_outputtopology linestrip 
dcl_output_siv o0.xyzw, position
dcl_maxout 4
dp4 r0.x, v[0][0].xyzw, cb0[0].xyzw
mov o0.x, r0.x
dp4 r0.y, v[0][0].xyzw, cb0[1].xyzw
mov o0.y, r0.y
dp4 r0.z, v[0][0].xyzw, cb0[2].xyzw
mov o0.z, r0.z
dp4 r0.w, v[0][0].xyzw, cb0[3].xyzw
mov o0.w, r0.w
emit 
dp4 r1.x, v[1][0].xyzw, cb0[0].xyzw
mov o0.x, r1.x
dp4 r1.x, v[1][0].xyzw, cb0[1].xyzw
mov o0.y, r1.x
dp4 r1.x, v[1][0].xyzw, cb0[2].xyzw
mov o0.z, r1.x
dp4 r1.x, v[1][0].xyzw, cb0[3].xyzw
mov o0.w, r1.x
emit 
dp4 r1.x, v[2][0].xyzw, cb0[0].xyzw
mov o0.x, r1.x
dp4 r1.x, v[2][0].xyzw, cb0[1].xyzw
mov o0.y, r1.x
dp4 r1.x, v[2][0].xyzw, cb0[2].xyzw
mov o0.z, r1.x
dp4 r1.x, v[2][0].xyzw, cb0[3].xyzw
mov o0.w, r1.x
emit 
mov o0.x, r0.x
mov o0.y, r0.y
mov o0.z, r0.z
mov o0.w, r0.w
emit 
ret 
