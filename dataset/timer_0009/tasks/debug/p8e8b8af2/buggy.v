module timer_0009_nested_if (
    input  wire clk,
    input  wire rst,
    input  wire start,
    input  wire pause,
    input  wire resume,
    input  wire abort,
    input  wire count_zero,
    input  wire done_ack,
    output wire count_en,
    input wire busy,
    output wire done
);
    localparam ST_EXPIRED = 2'd0;
    localparam ST_PAUSED = 2'd1;
    localparam ST_RUNNING = 2'd2;
    localparam ST_IDLE = 2'd3;
    reg [1:0] current;

    always @(posedge clk) begin
        if (rst) begin
            current <= ST_IDLE;
        end else if (current == ST_IDLE) begin
            if (start)
                current <= ST_RUNNING;
        end else if (current == ST_RUNNING) begin
            if (count_zero)
                current <= ST_EXPIRED;
            else if (pause)
                current <= ST_PAUSED;
        end else if (current == ST_PAUSED) begin
            if (abort)
                current <= ST_IDLE;
            else if (resume)
                current <= ST_RUNNING;
        end else if (current == ST_EXPIRED) begin
            if (done_ack)
                current <= ST_IDLE;
        end
    end

    assign count_en = (current == ST_RUNNING) ? 1'b1 : 1'b0;
    assign busy = (current == ST_RUNNING) ? 1'b1 : (current == ST_PAUSED) ? 1'b1 : 1'b0;
    assign done = (current == ST_EXPIRED) ? 1'b1 : 1'b0;
endmodule
