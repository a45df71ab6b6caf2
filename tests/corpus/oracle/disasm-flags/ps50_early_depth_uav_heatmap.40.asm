ps_5_0
dcl_globalFlags refactoringAllowed | forceEarlyDepthStencil
dcl_uav_typed_texture2d (uint,uint,uint,uint) u1
dcl_input_ps_siv linear noperspective v0.xy, position
dcl_input_ps linear v1.xyzw
dcl_output o0.xyzw
dcl_temps 1
ftou r0.xy, v0.xyxx
imm_atomic_iadd r0.x, u1, r0.xyxx, l(1)
iadd r0.x, r0.x, l(1)
utof r0.x, r0.x
div r0.x, l(1.000000, 1.000000, 1.000000, 1.000000), r0.x
mul o0.xyzw, r0.xxxx, v1.xyzw
ret 
