gs_4_0
dcl_constantbuffer cb0[7], immediateIndexed
dcl_input v[1][0].xyzw
dcl_temps 5
dcl_inputprimitive point 
dcl_outputtopology trianglestrip 
dcl_output_siv o0.xyzw, position
dcl_output o1.xy
dcl_maxout 48
mov r0.w, l(1.000000)
mov r1.x, l(0)
loop 
  ige r1.y, r1.x, l(48)
  breakc_nz r1.y
  itof r1.y, r1.x
  mul r1.y, r1.y, l(0.021277)
  mul r2.yz, r1.yyyy, cb0[6].wwzw
  mul r1.z, r2.y, l(6.283185)
  sincos r3.x, r4.x, r1.z
  mul r2.x, r1.y, r4.x
  mul r2.w, r1.y, r3.x
  mad r0.xyz, r2.xzwx, cb0[6].xxxx, v[0][0].xyzx
  dp4 r1.w, r0.xyzw, cb0[0].xyzw
  dp4 r2.x, r0.xyzw, cb0[1].xyzw
  dp4 r2.y, r0.xyzw, cb0[2].xyzw
  dp4 r0.x, r0.xyzw, cb0[3].xyzw
  mov o0.x, r1.w
  mov o0.y, r2.x
  mov o0.z, r2.y
  mov o0.w, r0.x
  mov o1.x, r1.y
  mov o1.y, r1.z
  emit 
  iadd r1.x, r1.x, l(1)
endloop 
ret 
