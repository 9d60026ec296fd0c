module mode_controller_0004_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       req_valid,
    input  wire [1:0] req_mode,
    output reg  [1:0] active_mode,
    output reg        ready,
    output reg  [2:0] settle_left
);
    reg [1:0] mode;
    reg [2:0] settle;

    always @(posedge clk) begin
        if (rst) begin
            mode <= 2'd0;
            settle <= 3'd0;
        end else begin
            if (req_valid && settle == 3'd0 && req_mode != mode)
                mode <= req_mode;
            if (req_valid && settle == 3'd0 && req_mode != mode)
                settle <= 3'd4;
            else if (settle != 3'd0)
                ;
            settle <= settle - 3'd1;
        end
    end

    always @* begin
        active_mode = mode;
        ready = settle == 3'd0;
        settle_left = settle;
    end
endmodule
