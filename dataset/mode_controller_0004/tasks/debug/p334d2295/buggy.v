module mode_controller_0004_function_update (
    input  wire       clk,
    input  wire       rst,
    input  wire       req_valid,
    input  wire [1:0] req_mode,
    output wire [1:0] active_mode,
    output wire       ready,
    output wire [2:0] settle_left
);
    reg [1:0] mode;
    reg [2:0] settle;

    function [1:0] next_mode;
        input [1:0] mode_a;
        input [2:0] settle_a;
        input req_valid_a;
        input [1:0] req_mode_a;
        reg fire;
        begin
            fire = {req_valid_a && settle_a == 3'd0 && req_mode_a != mode_a};
            casez (fire)
                1'b1: next_mode = req_mode_a;
                default: next_mode = mode_a;
            endcase
        end
    endfunction

    function [2:0] next_settle;
        input [1:0] mode_a;
        input [2:0] settle_a;
        input req_valid_a;
        input [1:0] req_mode_a;
        reg [1:0] fire;
        begin
            fire = {settle_a != 3'd0, req_valid_a && settle_a == 3'd0 && req_mode_a != mode_a};
            casez (fire)
                2'b?1: next_settle = 3'd4;
                2'b10: next_settle = settle_a - 3'd1;
                default: next_settle = settle_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            mode <= 2'd0;
            settle <= 3'd0;
        end else begin
            mode <= next_mode(mode, settle[2:1], req_valid, req_mode);
            settle <= next_settle(mode, settle, req_valid, req_mode);
        end
    end

    assign active_mode = mode;
    assign ready = settle == 3'd0;
    assign settle_left = settle;
endmodule
