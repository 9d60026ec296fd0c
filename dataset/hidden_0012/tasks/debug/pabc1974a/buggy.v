module hidden_0012_sequential_priority (
    input  wire clk,
    input  wire rst,
    input  wire start,
    input  wire ack,
    output reg  pending,
    output reg  err
);
    reg [2:0] waited;
    reg busy;
    reg timed_out;

    always @(posedge clk) begin
        if (rst) begin
            waited <= 3'd0;
            busy <= 1'b0;
            timed_out <= 1'b0;
        end else begin
            if (!busy)
                waited <= 3'd0;
            else if (waited != 3'd4)
                begin waited <= waited + 3'd1; busy <= 1'b0; end
            if (!busy && start)
                busy <= 1'b1;
            else if (ack || waited == 3'd4)
                busy <= 1'b0;
            if (busy && !ack && waited == 3'd4)
                timed_out <= 1'b1;
            else if (timed_out)
                timed_out <= 1'b0;
        end
    end

    always @* begin
        pending = busy;
        err = timed_out;
    end
endmodule
