gs_5_0
dcl_globalFlags refactoringAllowed
dcl_constantbuffer cb0[7], immediateIndexed
dcl_input v[1][0].xyzw
dcl_temps 1
dcl_inputprimitive point 
dcl_stream m0
dcl_outputtopology pointlist 
dcl_output o0.x
dcl_maxout 1024
mov r0.x, l(0)
loop 
  ige r0.y, r0.x, l(1024)
  breakc_nz r0.y
  itof r0.y, r0.x
  mul r0.y, r0.y, l(0.000978)
  mul r0.z, r0.y, cb0[6].w
  mul r0.z, r0.z, l(6.283185)
  sincos null, r0.z, r0.z
  mul r0.y, r0.y, r0.z
  mad r0.y, r0.y, cb0[6].x, v[0][0].x
  and r0.y, r0.y, l(0xffff0000)
  or r0.y, r0.y, r0.x
  mov o0.x, r0.y
  emit_stream m0
  iadd r0.x, r0.x, l(1)
endloop 
ret 
