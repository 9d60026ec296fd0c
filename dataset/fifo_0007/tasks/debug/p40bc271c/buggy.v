module fifo_0007_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       push,
    input  wire       pop,
    input  wire [3:0] din,
    output reg  [3:0] head_data,
    output reg  [3:0] next_data,
    output reg  [1:0] count
);
    reg [1:0] cnt;
    reg [3:0] head;
    reg [3:0] nxt;

    always @(posedge clk) begin
        if (rst) begin
            cnt <= 2'd0;
            head <= 4'd0;
            nxt <= 4'd0;
        end else begin
            if (push && (!pop || cnt == 2'd0) && cnt != 2'd2)
                cnt = cnt + 2'd1;
            else if (pop && !push && cnt != 2'd0)
                cnt <= cnt - 2'd1;
            if (push && cnt == 2'd0)
                head <= din;
            else if (push && pop && cnt == 2'd1)
                head <= din;
            else if (pop && cnt == 2'd2)
                head <= nxt;
            if (push && !pop && cnt == 2'd1)
                nxt <= din;
            else if (push && pop && cnt == 2'd2)
                nxt <= din;
        end
    end

    always @* begin
        head_data = head;
        next_data = nxt;
        count = cnt;
    end
endmodule
