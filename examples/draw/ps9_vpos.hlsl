// A Direct3D 9 pixel shader (ps_3_0): the pixel's position (VPOS), its
// face (VFACE) and an interpolated coordinate.
float4 main(float2 p : VPOS, float face : VFACE, float4 uv : TEXCOORD1) : COLOR
{
    return float4(p, face > 0 ? uv.x : -uv.y, 1);
}
