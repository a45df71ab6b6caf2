gs_4_0
dcl_constantbuffer cb0[7], immediateIndexed
dcl_constantbuffer cb1[3], immediateIndexed
dcl_input v[3][0].xyzw
dcl_temps 3
dcl_inputprimitive triangle 
dcl_outputtopology trianglestrip 
dcl_output_siv o0.xyzw, position
dcl_output_siv o1.xyz, clip_distance
dcl_output_siv o1.w, cull_distance
dcl_maxout 3
mov r0.x, l(0)
loop 
  ige r0.y, r0.x, l(3)
  breakc_nz r0.y
  dp4 r0.y, v[r0.x + 0][0].xyzw, cb0[0].xyzw
  dp4 r0.z, v[r0.x + 0][0].xyzw, cb0[1].xyzw
  dp4 r0.w, v[r0.x + 0][0].xyzw, cb0[2].xyzw
  dp4 r1.x, v[r0.x + 0][0].xyzw, cb0[3].xyzw
  dp4 r1.y, v[r0.x + 0][0].xyzw, cb1[0].xyzw
  dp4 r1.z, v[r0.x + 0][0].xyzw, cb1[1].xyzw
  dp4 r1.w, v[r0.x + 0][0].xyzw, cb1[2].xyzw
  add r2.x, r1.x, -cb0[6].x
  mov o0.x, r0.y
  mov o0.y, r0.z
  mov o0.z, r0.w
  mov o0.w, r1.x
  mov o1.x, r1.y
  mov o1.y, r1.z
  mov o1.z, r1.w
  mov o1.w, r2.x
  emit 
  iadd r0.x, r0.x, l(1)
endloop 
ret 
