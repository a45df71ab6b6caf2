// Decompiled by dxsm from ps_4_0 code.
struct Input {
    noperspective float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
    nointerpolation uint SV_RenderTargetArrayIndex0 : SV_RenderTargetArrayIndex0;
    nointerpolation uint SV_ViewportArrayIndex0 : SV_ViewportArrayIndex0;
    nointerpolation uint SV_PrimitiveID0 : SV_PrimitiveID0;
    nointerpolation uint SV_IsFrontFace0 : SV_IsFrontFace0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    uint4 v2 = 0;
    uint4 v3 = 0;
    precise float4 o0 = 0;
    precise uint4 r0 = 0;
    precise float4 r1 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyzw = input.COLOR0;
    v2.x = input.SV_RenderTargetArrayIndex0;
    v2.y = input.SV_ViewportArrayIndex0;
    v2.z = input.SV_PrimitiveID0;
    v3.x = input.SV_IsFrontFace0;
    r0.x = asuint((float)v2.y * 0.01f);
    r0.y = asuint((float)v2.x);
    r1.xyzw = (v3.xxxx != 0u) ? v1.xyzw : (v1.zyxw * float4(0.5f, 0.5f, 0.5f, 0.5f));
    r1.y = mad(asfloat(r0.y), 0.1f, asfloat(r0.x)) + r1.y;
    r1.x = mad((float)asuint((asint(v2.z) & 15)), 0.06666667f, r1.x);
    o0.xyzw = r1.xyzw + v0.wwww;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
