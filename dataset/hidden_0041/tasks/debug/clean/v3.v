module hidden_0041_function_update (
    input  wire clk,
    input  wire rst,
    input  wire req_hi,
    input  wire req_lo,
    input  wire ret,
    output wire gnt_hi,
    output wire gnt_lo
);
    reg [2:0] pool;

    function [2:0] next_pool;
        input [2:0] pool_a;
        input req_hi_a;
        input req_lo_a;
        input ret_a;
        reg [1:0] fire;
        begin
            fire = {ret_a && !((req_hi_a && pool_a != 3'd0) || (!req_hi_a && req_lo_a && pool_a >= 3'd2)) && pool_a != 3'd4, ((req_hi_a && pool_a != 3'd0) || (!req_hi_a && req_lo_a && pool_a >= 3'd2)) && !ret_a};
            casez (fire)
                2'b?1: next_pool = pool_a - 3'd1;
                2'b10: next_pool = pool_a + 3'd1;
                default: next_pool = pool_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            pool <= 3'd4;
        end else begin
            pool <= next_pool(pool, req_hi, req_lo, ret);
        end
    end

    assign gnt_hi = req_hi && pool != 3'd0;
    assign gnt_lo = !req_hi && req_lo && pool >= 3'd2;
endmodule
