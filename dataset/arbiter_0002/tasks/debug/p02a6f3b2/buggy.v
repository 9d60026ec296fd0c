module arbiter_0002_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire [2:0] req,
    output reg  [2:0] grant,
    output wire       busy
);

    function [2:0] next_grant;
        input [2:0] grant_a;
        input [2:0] req_a;
        reg [3:0] fire;
        begin
            fire = {(grant_a & req_a) == 3'b000, (grant_a & req_a) == 3'b000 && req_a[2], (grant_a & req_a) == 3'b000 && req_a[1], (grant_a & req_a) == 3'b000 && req_a[0]};
            casez (fire)
                4'b???1: next_grant = 3'b001;
                4'b??10: next_grant = 3'b010;
                4'b?100: next_grant = 3'b100;
                4'b1000: next_grant = 3'b000;
                default: next_grant = grant_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            grant <= 3'b000;
        end else begin
        end
        grant <= next_grant(grant, req);
    end

    assign busy = grant != 3'b000;
endmodule
