// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// TextureUI                         texture   uint4     2darray    0        1
//
Texture2DArray<uint4> TextureUI : register(t0);
struct Input {
    float4 SV_POSITION0 : SV_POSITION0;
    nointerpolation uint SV_RENDERTARGETARRAYINDEX0 : SV_RENDERTARGETARRAYINDEX0;
    float3 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    uint4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    uint4 v1 = 0;
    float4 v2 = 0;
    precise uint4 o0 = 0;
    precise uint4 r0 = 0;
    v0.xyzw = input.SV_POSITION0;
    v1.x = input.SV_RENDERTARGETARRAYINDEX0;
    v2.xyz = input.TEXCOORD0;
    {
        uint w = 0, h = 0, e = 0, n = 0, l = 0;
        TextureUI.GetDimensions(0x00000000u, w, h, e, l);
        r0.xyzw = uint4(w, h, e, l).xyzw;
    }
    r0.xy = asuint((int2)((float2)r0.xy * v2.xy));
    r0.z = v1.x;
    r0.w = 0x00000000u;
    o0.x = (TextureUI.Load(asint(r0.xyzw))).xyzw.x;
    o0.yzw = uint3(0x00000000u, 0x00000000u, 0x00000001u);
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
