float4 c0 : register(c0);
float4 main(float4 v0 : TEXCOORD0, float4 v1 : TEXCOORD1) : COLOR0 {
    precise float4 r = v0 * v1;
    precise float4 o = 0;
    o.x = min(r.y, r.x);
    o.y = min(r.w, c0.x);
    o.z = min(c0.y, v0.z);
    o.w = max(v1.x, r.z);
    return o;
}
