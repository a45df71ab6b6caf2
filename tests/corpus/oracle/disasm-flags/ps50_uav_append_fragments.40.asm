ps_5_0
dcl_globalFlags refactoringAllowed
dcl_uav_structured u1, 16
dcl_input_ps_siv linear noperspective v0.xyz, position
dcl_input_ps linear v1.xyzw
dcl_output o0.xyzw
dcl_temps 2
lt r0.x, l(0.990000), v1.w
if_nz r0.x
  mul r0.x, v1.x, l(255.000000)
  ftou r0.w, r0.x
  imm_atomic_alloc r1.x, u1
  mov r0.xyz, v0.xyzx
  store_structured u1.xyzw, r1.x, l(0), r0.xyzw
endif 
mov o0.xyzw, v1.xyzw
ret 
