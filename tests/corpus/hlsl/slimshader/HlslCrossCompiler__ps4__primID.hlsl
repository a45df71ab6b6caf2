// Decompiled by dxsm from ps_4_0 code.
struct Input {
    nointerpolation uint SV_PrimitiveID0 : SV_PrimitiveID0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    v0.x = input.SV_PrimitiveID0;
    r0.x = (float)v0.x;
    o0.yzw = r0.xxx * float3(2.0f, 0.015625f, 0.03125f);
    o0.x = r0.x;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
