module hidden_0041_ternary_next (
    input  wire clk,
    input  wire rst,
    input  wire req_hi,
    input  wire req_lo,
    input  wire ret,
    input wire gnt_hi,
    output wire gnt_lo
);
    reg [2:0] pool_r;
    wire [2:0] pool_d = rst ? 3'd4 :
                        (((req_hi && pool_r != 3'd0) || (!req_hi && req_lo && pool_r >= 3'd2)) && !ret) ? pool_r - 3'd1 :
                        (ret && !((req_hi && pool_r != 3'd0) || (!req_hi && req_lo && pool_r >= 3'd2)) && pool_r != 3'd4) ? pool_r + 3'd1 :
                        pool_r;

    always @(posedge clk) begin
        pool_r <= pool_d;
    end

    assign gnt_hi = req_hi && pool_r != 3'd0;
    assign gnt_lo = !req_hi && req_lo && pool_r >= 3'd2;
endmodule
