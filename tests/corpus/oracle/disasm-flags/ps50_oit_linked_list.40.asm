ps_5_0
dcl_globalFlags refactoringAllowed | forceEarlyDepthStencil
dcl_constantbuffer cb0[1], immediateIndexed
dcl_uav_structured_opc u1, 12
dcl_uav_raw u2
dcl_input_ps_siv linear noperspective v0.xyz, position
dcl_input_ps linear v1.xyzw
dcl_temps 3
imm_atomic_alloc r0.x, u1
uge r0.y, r0.x, cb0[0].y
if_nz r0.y
  ret 
endif 
ftou r0.yz, v0.yyxy
imad r0.y, r0.y, cb0[0].x, r0.z
ishl r0.y, r0.y, l(2)
imm_atomic_exch r1.y, u2, r0.y, r0.x
mov_sat r2.xyzw, v1.xyzw
mul r2.xyzw, r2.xyzw, l(255.000000, 255.000000, 255.000000, 255.000000)
ftou r2.xyzw, r2.xyzw
imad r0.y, r2.y, l(256), r2.x
imad r0.y, r2.z, l(0x00010000), r0.y
imad r1.x, r2.w, l(0x01000000), r0.y
mov r1.z, v0.z
store_structured u1.xyz, r0.x, l(0), r1.xzyx
ret 
