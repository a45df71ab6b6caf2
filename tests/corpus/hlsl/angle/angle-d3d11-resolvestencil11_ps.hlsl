// Decompiled by dxsm from ps_4_1 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Stencil                           texture   uint2        2dMS    1        1
//
Texture2DMS<uint2> Stencil : register(t1);
struct Input {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float2 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise uint4 r0 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xy = input.TEXCOORD0;
    {
        uint w = 0, h = 0, e = 0, n = 0, l = 0;
        Stencil.GetDimensions(w, h, n);
        l = 1;
        r0.xy = uint4(w, h, 0, l).xy;
    }
    r0.xy = (uint2)((float2)r0.xy * v1.xy);
    r0.zw = uint2(0x00000000u, 0x00000000u);
    o0.y = (float)(Stencil.Load(asint(r0.xy), 0)).y;
    o0.x = 0.0f;
    {
        output.SV_Target0 = o0.xy;
        return output;
    }
}
