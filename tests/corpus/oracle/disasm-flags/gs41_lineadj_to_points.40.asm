gs_4_1
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[7], immediateIndexed
dcl_input v[4][0].xyzw
dcl_temps 2
dcl_inputprimitive lineadj 
dcl_outputtopology pointlist 
dcl_output_siv o0.xyzw, position
dcl_output o1.x
dcl_maxout 2
add r0.xyz, -v[0][0].xyzx, v[1][0].xyzx
dp3 r0.w, r0.xyzx, r0.xyzx
rsq r0.w, r0.w
mul r0.xyz, r0.wwww, r0.xyzx
add r1.xyz, -v[1][0].xyzx, v[2][0].xyzx
dp3 r0.w, r1.xyzx, r1.xyzx
rsq r0.w, r0.w
mul r1.xyz, r0.wwww, r1.xyzx
dp3 r0.x, r0.xyzx, r1.xyzx
max r0.x, r0.x, l(-1.000000)
min r0.x, r0.x, l(1.000000)
add r0.y, -|r0.x|, l(1.000000)
sqrt r0.y, r0.y
mad r0.z, |r0.x|, l(-0.018729), l(0.074261)
mad r0.z, r0.z, |r0.x|, l(-0.212114)
mad r0.z, r0.z, |r0.x|, l(1.570729)
mul r0.w, r0.y, r0.z
mad r0.w, r0.w, l(-2.000000), l(3.141593)
lt r0.x, r0.x, -r0.x
and r0.x, r0.x, r0.w
mad r0.x, r0.z, r0.y, r0.x
lt r0.y, cb0[6].z, r0.x
if_nz r0.y
  dp4 r0.y, v[1][0].xyzw, cb0[0].xyzw
  dp4 r0.z, v[1][0].xyzw, cb0[1].xyzw
  dp4 r0.w, v[1][0].xyzw, cb0[2].xyzw
  dp4 r1.w, v[1][0].xyzw, cb0[3].xyzw
  mov o0.x, r0.y
  mov o0.y, r0.z
  mov o0.z, r0.w
  mov o0.w, r1.w
  mov o1.x, r0.x
  emit 
endif 
add r0.xyz, -v[2][0].xyzx, v[3][0].xyzx
dp3 r0.w, r0.xyzx, r0.xyzx
rsq r0.w, r0.w
mul r0.xyz, r0.wwww, r0.xyzx
dp3 r0.x, r1.xyzx, r0.xyzx
max r0.x, r0.x, l(-1.000000)
min r0.x, r0.x, l(1.000000)
add r0.y, -|r0.x|, l(1.000000)
sqrt r0.y, r0.y
mad r0.z, |r0.x|, l(-0.018729), l(0.074261)
mad r0.z, r0.z, |r0.x|, l(-0.212114)
mad r0.z, r0.z, |r0.x|, l(1.570729)
mul r0.w, r0.y, r0.z
mad r0.w, r0.w, l(-2.000000), l(3.141593)
lt r0.x, r0.x, -r0.x
and r0.x, r0.x, r0.w
mad r0.x, r0.z, r0.y, r0.x
lt r0.y, cb0[6].z, r0.x
if_nz r0.y
  dp4 r0.y, v[2][0].xyzw, cb0[0].xyzw
  dp4 r0.z, v[2][0].xyzw, cb0[1].xyzw
  dp4 r0.w, v[2][0].xyzw, cb0[2].xyzw
  dp4 r1.x, v[2][0].xyzw, cb0[3].xyzw
  mov o0.x, r0.y
  mov o0.y, r0.z
  mov o0.z, r0.w
  mov o0.w, r1.x
  mov o1.x, r0.x
  emit 
endif 
ret 
