cs_4_0
dcl_globalFlags refactoringAllowed
dcl_uav_structured u0, 4
dcl_input vThreadIDInGroupFlattened
dcl_input vThreadID.x
dcl_temps 1
dcl_thread_group 768, 1, 1
ld_structured r0.x, vThreadID.x, l(0), u0.xxxx
imad r0.x, r0.x, l(0x0019660d), l(0x3c6ef35f)
xor r0.x, r0.x, vThreadIDInGroupFlattened.x
store_structured u0.x, vThreadID.x, l(0), r0.x
ret 
