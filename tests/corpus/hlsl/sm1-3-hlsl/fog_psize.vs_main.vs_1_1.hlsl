// Decompiled by dxsm from vs_1_1 code.
float4 c0 : register(c0);
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c3 : register(c3);
float4 c4 : register(c4);
float4 c5 : register(c5);
struct Input {
    float4 v0 : POSITION0;
    float4 v1 : COLOR0;
    float4 v2 : COLOR1;
    float4 v3 : PSIZE0;
};
struct Output {
    float4 oPos : POSITION;
    float oFog : FOG;
    float oPts : PSIZE;
    float4 oD0 : COLOR0;
    float4 oD1 : COLOR1;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    float4 v1 = input.v1;
    float4 v2 = input.v2;
    float4 v3 = input.v3;
    precise float4 oPos = 0;
    precise float4 oFog = 0;
    precise float4 oPts = 0;
    precise float4 oD0 = 0;
    precise float4 oD1 = 0;
    oPos.x = dot(v0.xyzw, c0.xyzw);
    oPos.y = dot(v0.xyzw, c1.xyzw);
    r0.z = dot(v0.xyzw, c2.xyzw);
    r0.x = r0.z + (-c4.x);
    r1.x = float4(1.0, 0.0, 0.001, 0.0).x;
    r0.x = mad(r0.x, (-c4.y), r1.x);
    r0.x = max(r0.x, float4(1.0, 0.0, 0.001, 0.0).y);
    oFog.xyzw = min(r0.xxxx, float4(1.0, 0.0, 0.001, 0.0).xxxx);
    r0.x = v3.x * c5.x;
    r0.w = dot(v0.xyzw, c3.xyzw);
    r0.y = max(r0.w, float4(1.0, 0.0, 0.001, 0.0).z);
    oPos.zw = r0.zw;
    r0.y = 1.0 / r0.y;
    oPts.xyzw = r0.yyyy * r0.xxxx;
    oD0.xyzw = v1.xyzw;
    oD1.xyzw = v2.zyxw;
    output.oPos = oPos.xyzw;
    output.oFog = oFog.x;
    output.oPts = oPts.x;
    output.oD0 = oD0.xyzw;
    output.oD1 = oD1.xyzw;
    return output;
}
