// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// TextureI                          texture   sint4          3d    0        1
//
Texture3D<int4> TextureI : register(t0);
struct Input {
    float4 SV_POSITION0 : SV_POSITION0;
    uint SV_RENDERTARGETARRAYINDEX0 : SV_RENDERTARGETARRAYINDEX0;
    float3 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    int4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    uint4 v1 = 0;
    float4 v2 = 0;
    precise int4 o0 = 0;
    precise uint4 r0 = 0;
    v0.xyzw = input.SV_POSITION0;
    v1.x = input.SV_RENDERTARGETARRAYINDEX0;
    v2.xyz = input.TEXCOORD0;
    {
        uint w = 0, h = 0, e = 0, n = 0, l = 0;
        TextureI.GetDimensions(0x00000000u, w, h, e, l);
        r0.xyzw = uint4(w, h, e, l).xyzw;
    }
    r0.xyz = asuint((int3)((float3)r0.xyz * v2.xyz));
    r0.w = 0x00000000u;
    o0.x = (TextureI.Load(asint(r0.xyzw))).xyzw.x;
    o0.yzw = int3(0, 0, 0);
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
