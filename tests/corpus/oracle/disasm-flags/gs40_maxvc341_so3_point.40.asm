gs_4_0
dcl_constantbuffer cb0[7], immediateIndexed
dcl_input v[1][0].xyzw
dcl_temps 4
dcl_inputprimitive point 
dcl_outputtopology pointlist 
dcl_output o0.xyz
dcl_maxout 341
mov r0.x, l(0)
loop 
  ige r0.y, r0.x, l(341)
  breakc_nz r0.y
  itof r0.y, r0.x
  mul r0.y, r0.y, l(0.002941)
  mul r1.yz, r0.yyyy, cb0[6].wwzw
  mul r0.z, r1.y, l(6.283185)
  sincos r2.x, r3.x, r0.z
  mul r1.x, r0.y, r3.x
  mul r1.w, r0.y, r2.x
  mad r0.yzw, r1.xxzw, cb0[6].xxxx, v[0][0].xxyz
  mov o0.xyz, r0.yzwy
  emit 
  iadd r0.x, r0.x, l(1)
endloop 
ret 
